/**
 * Seeded pseudo-random numbers. The sample content must be identical on every start and in every
 * test, so nothing here touches Math.random; each content module seeds its own stream by name so
 * that adding an item in one module never shifts the content of another.
 */
import { hashString, seededRandom } from "../../shared/domain/seeded-random";

export { hashString };

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  hex(length: number): string;
  uuid(): string;
  /** 26-character ULID-looking id, the shape the live CMS uses for content nodes. */
  ulid(): string;
}

export function createRng(seed: string): Rng {
  const next = seededRandom(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number): string => {
    let out = "";
    for (let i = 0; i < length; i++) out += int(0, 15).toString(16);
    return out;
  };
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
    hex,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
    ulid: () => {
      // A plausible 2023-2026 timestamp prefix keeps the ids looking like the live ones.
      let out = "01H";
      for (let i = 3; i < 26; i++) out += CROCKFORD[int(0, 31)];
      return out;
    },
  };
}
