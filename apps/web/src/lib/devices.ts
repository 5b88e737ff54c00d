import Bowser from 'bowser';

/**
 * A signed-in device as people know it, from the client string its sign-in sent: "Chrome 140 on
 * Windows 10", "Safari 17.4 on iOS (iPhone)". What the parser does not know as a browser is named
 * by the program's own name ("curl/7.88.1" is "curl, not a web browser"); nothing at all is
 * "Unknown device". The raw string stays available to show on hover.
 */
export function deviceName(userAgent: string): string {
  const raw = userAgent.trim();
  if (raw === '') return 'Unknown device';
  const parsed = Bowser.parse(raw);
  const browser = parsed.browser.name ? [parsed.browser.name, majorOf(parsed.browser.version)].filter(Boolean).join(' ') : null;
  const systemName = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? majorOf(parsed.os.version)].filter(Boolean).join(' ') : null;
  const model = parsed.platform.model ? ` (${parsed.platform.model})` : '';
  const system = systemName ? `${systemName}${model}` : null;
  if (browser) return system ? `${browser} on ${system}` : browser;
  // Not a browser: the program names itself first ("curl/7.88.1", "node-fetch/1.0").
  const program = /^([A-Za-z][\w.-]{0,40})\//.exec(raw)?.[1];
  if (program) return system ? `${program} on ${system}, not a web browser` : `${program}, not a web browser`;
  return system ?? 'Unknown device';
}

/** "140.0.0.0" → "140"; Safari's "17.4" keeps its minor, as Apple names its releases so. */
function majorOf(version: string | undefined): string {
  if (!version) return '';
  const [major, minor] = version.split('.');
  return minor && minor !== '0' && Number(major) < 100 ? `${major}.${minor}` : (major ?? '');
}
