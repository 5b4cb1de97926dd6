/**
 * The sex a spelling is given to, for deciding whether two spellings may be one name (links, accent folding): F or M
 * when at least FEMALE_SHARE_F of its recent births in all series together are girls (at most FEMALE_SHARE_M), N
 * otherwise. Unlike the catalogue gender, the largest series may dominate: the question is whether the spelling is
 * mostly a girl's or a boy's, not where. Mar (N in the catalogue: 85 % girls in the US) is 99 % girls here, so it
 * does not meet the Icelandic boy Már or Mark.
 */
import type { Gender } from './assign-gender';
import { genderFromFemaleShare } from './assign-gender';
import { recentBirths } from './read-popularity';
import type { CountrySeries } from './read-popularity';

/** Undefined when no series recorded recent births of the name. */
export function spellingGender(series: readonly CountrySeries[], key: string): Gender | undefined {
  let female = 0;
  let all = 0;
  for (const s of series) {
    const births = recentBirths(s, key);
    female += births.female;
    all += births.female + births.male;
  }
  return all > 0 ? genderFromFemaleShare(female / all) : undefined;
}
