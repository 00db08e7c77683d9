/**
 * The look of a chosen answer (a Yes/No button, a score): filled in the primary colour with
 * white text, 6.3:1, so it reads in bright light on site; a pale tint did not. A locked
 * survey's answer stays readable, in grey.
 */
export const chosenAnswerSx = {
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  // A phone keeps the hover of the last tap: the chosen answer stays its own colour there.
  '&:hover': { bgcolor: 'primary.main' },
  '@media (hover: hover)': { '&:hover': { bgcolor: 'primary.dark' } },
  '&.Mui-disabled': { bgcolor: 'action.selected', color: 'text.primary' },
} as const;
