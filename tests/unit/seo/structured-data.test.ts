import {
  absoluteUrl,
  breadcrumbJsonLd,
  courseJsonLd,
  eventJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  organizationReferenceJsonLd,
  serializeJsonLd,
  type SiteIdentity,
} from "../../../src/lib/seo/structured-data";
import { dataDocument, dataItems } from "../../support/content";

const settings = dataDocument<{
  brandName: string;
  legalName: string;
  description: string;
  email: string;
  phone: string;
  socialLinks: Array<{ url: string }>;
  legal: SiteIdentity["legal"];
}>("site.json");

const site: SiteIdentity = { siteUrl: "https://www.example.it", logo: "/icons/icon-512x512.png", ...settings };

describe("absoluteUrl", () => {
  test("joins paths to the site address and leaves absolute URLs alone", () => {
    expect(absoluteUrl("https://www.example.it", "/")).toBe("https://www.example.it/");
    expect(absoluteUrl("https://www.example.it/", "/academy")).toBe("https://www.example.it/academy");
    expect(absoluteUrl("https://www.example.it", "static/x.jpg")).toBe("https://www.example.it/static/x.jpg");
    expect(absoluteUrl("https://www.example.it", "https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
  });
});

describe("organizationJsonLd", () => {
  test("names the firm with logo, contact point, address in Milano and the VAT number from data/site.json", () => {
    const org = organizationJsonLd(site);
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://www.example.it/#organization",
      name: settings.brandName,
      legalName: settings.legalName,
      url: "https://www.example.it/",
      logo: "https://www.example.it/icons/icon-512x512.png",
      vatID: `IT${settings.legal.vatNumber}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: settings.legal.address.street,
        postalCode: settings.legal.address.postalCode,
        addressLocality: "Milano",
        addressCountry: "IT",
      },
      contactPoint: { "@type": "ContactPoint", email: settings.email, telephone: settings.phone },
      sameAs: settings.socialLinks.map((link) => link.url),
    });
  });

  test("leaves sameAs out when the firm has no social profiles", () => {
    expect(organizationJsonLd({ ...site, socialLinks: [] })).not.toHaveProperty("sameAs");
  });

  test("the reference the other pages carry has the same @id, the name and the home page's URL, and nothing else", () => {
    expect(organizationReferenceJsonLd(site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organizationJsonLd(site)["@id"],
      name: settings.brandName,
      url: "https://www.example.it/",
    });
  });
});

test("breadcrumbJsonLd numbers the trail from 1 with absolute URLs", () => {
  expect(
    breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Academy", path: "/academy" },
      ],
      site,
    ),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.it/" },
      { "@type": "ListItem", position: 2, name: "Academy", item: "https://www.example.it/academy" },
    ],
  });
});

describe("courseJsonLd", () => {
  const course = {
    title: "Go-to-market per prodotti digitali",
    description: "Impari a lanciare un prodotto digitale.",
    priceEur: 1490,
    durationHours: 24,
    mode: "blended",
    categoryLabel: "Digital strategy",
    levelLabel: "Avanzato",
  };

  test("has provider, offers in EUR with a category and a course instance with its mode", () => {
    expect(courseJsonLd(course, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      description: course.description,
      inLanguage: "it",
      about: "Digital strategy",
      educationalLevel: "Avanzato",
      timeRequired: "PT24H",
      provider: { "@type": "Organization", "@id": "https://www.example.it/#organization", name: site.brandName, url: "https://www.example.it/" },
      offers: { "@type": "Offer", price: 1490, priceCurrency: "EUR", category: "Paid", availability: "https://schema.org/InStock" },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Blended", courseWorkload: "PT24H" },
    });
  });

  test("maps every mode of data/course-modes/ and adds the page URL when there is one", () => {
    const modes = dataItems<{ id: string }>("course-modes.json").map((m) => m.id);
    for (const mode of modes) {
      const instance = courseJsonLd({ ...course, mode }, site).hasCourseInstance as { courseMode: string };
      expect(["Online", "Onsite", "Blended"]).toContain(instance.courseMode);
    }
    expect(courseJsonLd({ ...course, path: "/academy/gtm" }, site).url).toBe("https://www.example.it/academy/gtm");
    expect(courseJsonLd({ ...course, priceEur: 0 }, site).offers).toMatchObject({ category: "Free" });
  });

  test("inLanguage is the language the course is taught in, from its entry", () => {
    expect(courseJsonLd({ ...course, teachingLanguage: "en" }, site).inLanguage).toBe("en");
  });
});

describe("eventJsonLd", () => {
  const event = {
    title: "Kick-off strategico 2027",
    description: "Una giornata per presentare la strategia.",
    startDate: "2027-01-21T09:00:00+01:00",
    endDate: "2027-01-21T18:00:00+01:00",
    location: { venue: "Auditorium Bastioni", city: "Milano", region: "Lombardia" },
    image: "/static/abc/kick-off.jpg",
  };

  test("keeps the dates with their offset and has place, absolute image, organizer, status and mode", () => {
    expect(eventJsonLd(event, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.title,
      description: event.description,
      startDate: "2027-01-21T09:00:00+01:00",
      endDate: "2027-01-21T18:00:00+01:00",
      inLanguage: "it",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Auditorium Bastioni",
        address: { "@type": "PostalAddress", addressLocality: "Milano", addressRegion: "Lombardia", addressCountry: "IT" },
      },
      image: ["https://www.example.it/static/abc/kick-off.jpg"],
      organizer: { "@type": "Organization", "@id": "https://www.example.it/#organization", name: site.brandName, url: "https://www.example.it/" },
    });
  });

  test("omits what it does not have", () => {
    const ld = eventJsonLd({ ...event, image: null, location: { venue: "Villa", city: "Como" } }, site);
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("url");
    expect((ld.location as { address: object }).address).not.toHaveProperty("addressRegion");
  });

  test("inLanguage is the language the event is held in, from its entry; Italian when it says none", () => {
    expect(eventJsonLd({ ...event, teachingLanguage: "en" }, site).inLanguage).toBe("en");
    expect(eventJsonLd({ ...event, teachingLanguage: "it" }, site).inLanguage).toBe("it");
    expect(eventJsonLd({ ...event, teachingLanguage: null }, site).inLanguage).toBe("it");
  });
});

test("faqPageJsonLd turns every FAQ entry into a question with its accepted answer", () => {
  const faq = dataItems<{ question: string; answer: string }>("faq.json");
  const ld = faqPageJsonLd(faq);
  expect(ld["@type"]).toBe("FAQPage");
  expect(ld.mainEntity).toHaveLength(faq.length);
  expect((ld.mainEntity as unknown[])[0]).toEqual({
    "@type": "Question",
    name: faq[0].question,
    acceptedAnswer: { "@type": "Answer", text: faq[0].answer },
  });
});

describe("serializeJsonLd", () => {
  test("cannot close the script element, and parses back to the same data", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
