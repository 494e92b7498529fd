/**
 * The addresses an article's share links open: LinkedIn's share page and an e-mail, both plain links
 * (no third party's script on the page), and the article's own address for the copy button.
 */

/** LinkedIn's share page for an address: it reads the page's Open Graph tags for the preview. */
export const linkedInShareUrl = (url: string): string => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`;

/** A `mailto:` with the subject and the body filled in, for the reader's own mail program. */
export const emailShareHref = (subject: string, body: string): string => `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
