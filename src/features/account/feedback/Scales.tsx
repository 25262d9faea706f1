/**
 * The five-point answers of the survey and the rating prompt: stars (rate, spec §4 type 5) and smiles (type 3),
 * radio buttons in a labelled group so each reads "4 out of 5 stars" or "Happy" to assistive technology.
 */
import { fill } from '../../../components/ui/fill.ts';
import { radioTabStop } from '../../../components/ui/radioTabStop.ts';

const SMILES = ['😞', '🙁', '😐', '🙂', '😄'];

export interface ScaleProps {
  name: string;
  kind: 'stars' | 'smiles';
  value: number | null;
  onChange: (v: number) => void;
  strings: Record<string, string>;
}

/** Five radio buttons, one Tab stop; the visual is a star or a face, the accessible name says what it means. */
export function FivePointScale({ name, kind, value, onChange, strings: s }: ScaleProps) {
  return (
    <div className="scale">
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            tabIndex={radioTabStop(value === n, n === 1, value === null)}
            onChange={() => onChange(n)}
            aria-label={kind === 'stars' ? fill(s.stars, { n }) : (s[`smile_${n}`] ?? String(n))}
          />
          <span aria-hidden="true">
            {kind === 'stars' ? (value !== null && n <= value ? '★' : '☆') : SMILES[n - 1]}
          </span>
        </label>
      ))}
    </div>
  );
}
