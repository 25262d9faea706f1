import { describe, expect, it } from 'vitest';
import { bundledScripts, bundleScript, seedScripts } from './scriptBundle.ts';

describe('the inline scripts bundler', () => {
  it('bundles an entry into one minified classic script that cannot close its element', () => {
    const code = bundleScript('features/info/errorScreen.client.ts');
    expect(code.startsWith('"use strict";(()=>{')).toBe(true);
    expect(code).not.toMatch(/<\/script/i);
    expect(bundledScripts()['features/info/errorScreen.client.ts']).toBe(code);
  });

  it('takes a script bundled ahead with the app instead of bundling its entry again', () => {
    // No such file: bundling it would throw.
    seedScripts({ 'features/nowhere/gone.client.ts': '"use strict";(()=>{})();' });
    expect(bundleScript('features/nowhere/gone.client.ts')).toBe('"use strict";(()=>{})();');
  });

  it('ignores what is not a script text in the seeded record', () => {
    seedScripts({ 'features/nowhere/odd.client.ts': 42 as unknown as string });
    expect(() => bundleScript('features/nowhere/odd.client.ts')).toThrow();
  });
});
