// A station's stand-in when it has no usable logo: its genre's icon on its genre's colours, the same
// look as the web app's cards (both from the contract's GENRE_LOOKS), as a small SVG.
import { GENRE_LOOKS, type GenreId, type GenreLook } from '@sauti/contract';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function shapes(icon: GenreLook['icon']): string {
  return icon
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .map(([name, value]) => `${name}="${attribute(String(value))}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    })
    .join('');
}

/** The genre's icon (a 24-unit Lucide drawing) centred at half the width of a rounded square. */
function render({ icon, from, to }: GenreLook): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="48" height="48" rx="10" fill="url(#g)"/>',
    '<g transform="translate(12 12)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">',
    shapes(icon),
    '</g></svg>',
  ].join('');
}

const RENDERED = new Map(Object.entries(GENRE_LOOKS).map(([genre, look]) => [genre, render(look)]));

/** The SVG of a genre's icon; the catch-all genre's for one not known. */
export function genreIconSvg(genre: GenreId): string {
  return RENDERED.get(genre) ?? (RENDERED.get('variety') as string);
}
