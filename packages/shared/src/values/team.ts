export const BURN_ASSETS = ['Z', 'HBOX', 'BOX'] as const;
