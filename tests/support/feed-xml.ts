/** The feeds' XML, read back as a reader would (jsdom's DOMParser), and the namespaces their tests ask for. */
export const readXml = (text: string): Document => {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};

export const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";
export const CONTENT_NAMESPACE = "http://purl.org/rss/1.0/modules/content/";
