// A username's uniqueness key: the confusable skeleton (Unicode TR39 §4) of the NFKC, lower-cased
// name. 'ALICE', 'alicе' with a Cyrillic е, 'a1ice' and 'AIice' with a capital I all share the key
// of 'alice', so none of them can sit beside it in a chat.
import unhomoglyph from 'unhomoglyph';

export function usernameKey(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase();
  const skeleton = unhomoglyph(folded.normalize('NFD')).normalize('NFD');
  // The skeleton maps some characters to capitals ('0' to 'O'), so it is folded again. A capital I
  // looks like l but was lower-cased to i before the skeleton could see it, so i counts as l too.
  return skeleton.toLowerCase().replaceAll('i', 'l');
}
