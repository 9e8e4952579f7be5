// Each genre's icon and colours (the contract's GENRE_LOOKS): the logo stand-in on cards and the look of
// the genre tiles.
import { GENRE_LOOKS, type GenreLook as GenreDrawing, type GenreId } from '@sauti/contract';
import { type CSSProperties, createElement, type ReactElement, type SVGProps } from 'react';

type IconNode = GenreDrawing['icon'];

type IconProps = SVGProps<SVGSVGElement>;

export interface GenreLook {
  /** The genre's icon, drawn as Lucide draws it, in the text's colour. */
  icon: (props: IconProps) => ReactElement;
  /** The tile's or logo's background: the genre's gradient. */
  background: CSSProperties;
}

const ICON_FRAME: IconProps = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

function drawing(icon: IconNode) {
  return (props: IconProps) =>
    createElement(
      'svg',
      { ...ICON_FRAME, ...props },
      icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
}

const LOOKS = new Map(
  Object.entries(GENRE_LOOKS).map(([genre, { icon, from, to }]) => [
    genre,
    { icon: drawing(icon), background: { backgroundImage: `linear-gradient(to bottom right, ${from}, ${to})` } },
  ]),
);

export function genreLook(genre: GenreId): GenreLook {
  return LOOKS.get(genre) as GenreLook;
}
