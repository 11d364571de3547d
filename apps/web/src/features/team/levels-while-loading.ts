/**
 * The level table's rows before the system's settings arrive: the default's levels (V1-V5), their
 * figures as bars, so the rules below stand where they will. The first paint draws as many
 * (route-frames.ts reads this file in Node: no imports).
 */
export const LEVELS_WHILE_LOADING = 5;
