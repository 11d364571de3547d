/** A screen's confirm sheet ids, named after the screen ('bond-confirm-sheet', 'bond-confirm', …). */
export const confirmIds = (screen: string) => ({
  confirmSheet: `${screen}-confirm-sheet`,
  confirm: `${screen}-confirm`,
  confirmCancel: `${screen}-confirm-cancel`,
});
