// The look of the card's "more" button, shared by its placeholder and the real menu trigger.
export const MORE_BUTTON =
  'relative z-10 inline-flex size-10 items-center justify-center rounded-full text-stone-300 hover:bg-stone-800 hover:text-white';
