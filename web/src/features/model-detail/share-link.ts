/** Share: the page's address on the clipboard. */

/** The model page's own address, without whatever query or fragment the visitor came with. */
export function modelPageUrl(origin: string, slug: string): string {
  return `${origin}/models/${encodeURIComponent(slug)}`;
}

/**
 * Copies text. The Clipboard API exists only on secure origins (https, localhost); on plain
 * http the older copy command still works from a click.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
