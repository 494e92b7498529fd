/** The interface's words in English (British), key for key as it.ts. */
import type { Dictionary } from "./it";

export const en: Dictionary = {
  pageNames: {
    home: "Home",
    servizi: "Services",
    "chi-siamo": "About us",
    academy: "Academy",
    eventi: "Events",
    privacy: "Privacy",
    "cookie-policy": "Cookie policy",
  },
  layout: {
    skipToContent: "Skip to main content",
    mainMenu: "Main menu",
    bookCall: "Book a call",
    openMenu: "Open the menu",
    closeMenu: "Close the menu",
    phoneMenu: "Menu",
    logoHome: (brandName: string) => `${brandName}, back to the home page`,
    backToTop: "Back to the top of the page",
  },
  scriptLoadFailed: {
    notice: "Part of this page did not load, so its buttons and forms are not responding. Check your connection and reload the page.",
    reload: "Reload the page",
  },
  footer: {
    navigation: "Footer links",
    explore: "Explore",
    contacts: "Contact",
    legalNotes: "Legal information",
    vatNumber: "VAT no.",
    companyRegister: "REA",
    shareCapital: "Share capital",
    fullyPaid: "fully paid",
    certifiedMail: "PEC",
  },
  cookieBanner: {
    region: "Cookie preferences",
    textBeforePolicy:
      "We only use technical cookies, which the site needs to work, and we remember your choice in this browser. No profiling cookies and no advertising tracking. Read our",
    cookiePolicy: "cookie policy",
    textBeforePrivacy: "and our ",
    privacyNotice: "privacy notice",
    textAfterPrivacy: ".",
    currentChoice: "Your current choice: ",
    afterCurrentChoice: ". You can change it at any time.",
    choiceNames: { accepted: "“Accept”", rejected: "“Reject”", none: "none yet" },
    reject: "Reject",
    accept: "Accept",
    closeAndReject: "Close and reject optional cookies",
    manage: "Manage cookies",
  },
};
