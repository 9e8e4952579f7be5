// The assistant panel's square buttons: quiet ones for the microphone and the voice switch, amber for sending.
const SQUARE_BUTTON =
  'grid size-11 flex-none cursor-pointer place-items-center rounded-lg disabled:cursor-not-allowed disabled:opacity-50';

export const ICON_BUTTON_CLASS = `${SQUARE_BUTTON} bg-slate-800 aria-pressed:bg-slate-600`;

export const SEND_BUTTON_CLASS = `${SQUARE_BUTTON} bg-brand text-slate-900`;
