/** What a page's head says of its share image (src/lib/share-images/share-image.ts): the file the build draws, its size and its alt text. */
import { articleShareImage, courseShareImage, eventShareImage } from "../../../src/lib/share-images/share-image";

test("an article's share image: beside no page, under /share, in each language, with its title and author in words", () => {
  expect(articleShareImage({ slug: "go-to-market-b2b-in-sei-settimane", title: "Go-to-market B2B", authorName: "Marco Bianchi" }, "it")).toEqual({
    src: "/share/insights/go-to-market-b2b-in-sei-settimane.png",
    width: 1200,
    height: 630,
    alt: "Approfondimento: «Go-to-market B2B», di Marco Bianchi",
  });
  expect(articleShareImage({ slug: "b2b-go-to-market-in-six-weeks", title: "B2B go-to-market", authorName: "Marco Bianchi" }, "en")).toEqual({
    src: "/share/en/insights/b2b-go-to-market-in-six-weeks.png",
    width: 1200,
    height: 630,
    alt: 'Article: "B2B go-to-market", by Marco Bianchi',
  });
});

test("a course's and an event's share images follow their pages' paths", () => {
  expect(courseShareImage({ slug: "ai-101", title: "AI per il business", categoryLabel: "AI & Automazione" }, "it")).toMatchObject({
    src: "/share/academy/ai-101.png",
    alt: "Corso dell'Academy, AI & Automazione: «AI per il business»",
  });
  expect(eventShareImage({ slug: "strategic-kick-off-2027", title: "Strategic kick-off", typeLabel: "Corporate" }, "en")).toMatchObject({
    src: "/share/en/events/strategic-kick-off-2027.png",
    alt: 'Event, Corporate: "Strategic kick-off"',
  });
});
