/**
 * The members' shell's way in, the one module of it the /Members route names: the entry chunk then
 * lists only this module, and the shell's many dependencies are listed here (decision 020).
 */
export const loadMembersLayout = () => import('#shared/members-shell/members-layout.tsx');
export const loadMembersNotFound = () => import('#shared/members-shell/members-not-found.tsx');
