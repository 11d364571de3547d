/** Whose view the prize queries hold: the answers differ for each user and for visitors. */
export const viewerOf = (address: string | null) => address?.toLowerCase() ?? 'visitor';
