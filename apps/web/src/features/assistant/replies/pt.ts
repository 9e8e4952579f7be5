// What the assistant says in Portuguese when it acts, worded for Angola and Mozambique as for Brazil.
import type { ActingReplies } from './acting-replies';
import { filterLabels } from './filter-labels';

const labels = filterLabels('pt', 'pt-PT');

export const PORTUGUESE_ACTING: ActingReplies = {
  locale: 'pt',
  ...labels,
  noMatch:
    'Não encontrei nenhuma estação para o seu pedido. Experimente pedir música da Nigéria, do Gana ou do Quénia, ou um estilo como gospel, jazz ou afrobeats.',
  requestFailed: 'Não consigo tratar este pedido neste momento. Tente de novo!',
  actingFailed: {
    spoken: 'Desculpe, não consegui tratar esse comando.',
    typed: 'Desculpe, não consegui tratar essa mensagem.',
  },
  nothingPlaying: 'Não está a tocar nada neste momento.',
  noOtherStation: 'Não encontrei outra estação para pôr.',
  noKnownPlaying: (asked) =>
    `Encontrei estações para «${asked}», mas nenhuma que as nossas verificações tenham ouvido a tocar recentemente, por isso não vou pôr uma que pode estar em silêncio.`,
  tuningIn: (station) => `A sintonizar ${station.name} (${station.genre}, ${station.country}).`,
  widened: (asked, relaxed) => `Não encontrei “${asked}”, por isso procurei “${relaxed}”. `,
  trendingNow: (names) => `Em alta: ${names}. `,
  pausing: (name) => `${name} em pausa.`,
  notPlaying: (name) => `${name} não está a tocar.`,
  stillStartingSayStop: (name) => `${name} ainda está a começar. Diga “parar” para cancelar.`,
  stillStarting: (name) => `${name} ainda está a começar.`,
  nothingToResume: 'Não há nada para retomar. Peça primeiro uma estação, por exemplo “gospel do Gana”.',
  resuming: (name) => `De volta a ${name}.`,
  tryingAgain: (name) => `Nova tentativa com ${name}.`,
  alreadyPlaying: (name) => `${name} já está a tocar.`,
  stopping: (name) => `${name} desligada.`,
  volumeAtHighest: 'O volume já está no máximo.',
  volumeAtLowest: 'O volume já está no mínimo.',
  volume: (percent) => `Volume a ${percent}%.`,
  soundBackOn: ' O som está de volta.',
  alreadyMuted: 'O som já está cortado.',
  muted: 'Som cortado. Diga “tirar o mudo” para o voltar a ouvir.',
  unmuted: 'O som está de volta.',
  alreadyUnmuted: 'O som já está ligado.',
  listeningTo: (station) => `Está a ouvir ${station.name} (${station.genre}, ${station.country}).`,
  nowPlayingSong: (artist, song, station) => `No ar: ${artist} – ${song}, em ${station}.`,
  nowPlayingTitle: (title, station) => `No ar: ${title}, em ${station}.`,
  startingUp: (name) => `A ligar ${name}.`,
  paused: (name) => `${name} está em pausa.`,
  couldNotPlay: (name) => `Não foi possível tocar ${name}.`,
};
