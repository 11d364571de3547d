/** After an epoch ends, the job runner needs a moment: the figures are read again then. */
export const AFTER_EPOCH_MS = 3000;
