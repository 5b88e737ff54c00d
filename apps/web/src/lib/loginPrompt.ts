import { openFlag } from './openFlag';

/**
 * The login popup's hidden trigger: any screen calls openLogin() when an action needs a signed-in
 * user (spec 001 §2.3), without knowing where the popup lives.
 */
const loginPrompt = openFlag();

export const openLogin = loginPrompt.open;
export const closeLogin = loginPrompt.close;
export const useLoginPromptOpen = loginPrompt.useOpen;
