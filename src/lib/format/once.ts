/**
 * A value built on first use. Intl formatters load their locale data when constructed, tens of
 * milliseconds on a phone: built at module load they would delay every page's start, even pages
 * that never format a number.
 */
export const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};
