import { DEFAULT_LOCALE, switchLocalePath } from '~/i18n/locales'

/**
 * The video room's page (issue 14): `{redirect_url}/home/{meetUrl}` with the web app's `/room` as
 * redirect_url, in any language. The only page where the camera and microphone are allowed.
 */
export function isVideoRoomPath(pathname: string): boolean {
  return /^\/room\/home\/[\w-]{1,80}\/?$/.test(switchLocalePath(pathname, DEFAULT_LOCALE))
}
