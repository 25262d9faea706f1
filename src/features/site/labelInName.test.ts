import { describe, expect, it } from 'vitest';
import { labelInName } from './labelInName.ts';

describe('labelInName', () => {
  it('names a control with the words it shows first, then what tells it apart', () => {
    expect(labelInName('Add to cart', 'Falafel Duo')).toBe('Add to cart: Falafel Duo');
    expect(labelInName('أضف إلى السلة', 'ثنائي الفلافل')).toBe('أضف إلى السلة: ثنائي الفلافل');
  });
  it('puts the detail first when asked, the shown words still whole in the name', () => {
    expect(labelInName('5 items', 'View all in Grills', true)).toBe('View all in Grills: 5 items');
  });
  it('says nothing twice, and an empty detail leaves the shown words', () => {
    expect(labelInName('5 items', 'See the 5 items in Grills')).toBe('See the 5 items in Grills');
    expect(labelInName('Add to cart', '')).toBe('Add to cart');
    expect(labelInName('Choose', 'Choose options for Falafel')).toBe('Choose options for Falafel');
    // German shows "Auswählen" on a card whose full name says "wählen": the shown word is put first.
    expect(labelInName('Auswählen', 'Optionen für Espresso wählen')).toBe('Auswählen: Optionen für Espresso wählen');
  });
});
