/**
 * The interface's words in Italian: buttons, labels, accessible names and the fixed phrases of the
 * frame. This file is the source of the keys; en.ts must have every one of them (see Dictionary).
 * Texts that content staff change live in data/, not here.
 *
 * A string that takes values is a function. Sentences with links inside are split where the links go,
 * in the order the components render them.
 */
export const it = {
  /** The names of the pages in the menus and the breadcrumbs, by route key. */
  pageNames: {
    home: "Home",
    servizi: "Servizi",
    "chi-siamo": "Chi Siamo",
    academy: "Academy",
    eventi: "Eventi",
    privacy: "Privacy",
    "cookie-policy": "Cookie policy",
  },
  layout: {
    skipToContent: "Salta al contenuto principale",
    mainMenu: "Menu principale",
    bookCall: "Prenota un call",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    phoneMenu: "Menu",
    logoHome: (brandName: string) => `${brandName}, torna alla home`,
    backToTop: "Torna all'inizio della pagina",
  },
  /** Shown, before the app has started, when one of the page's scripts could not be fetched. */
  scriptLoadFailed: {
    notice: "Una parte della pagina non si è caricata, quindi pulsanti e moduli non rispondono. Controlla la connessione e ricarica la pagina.",
    reload: "Ricarica la pagina",
  },
  footer: {
    navigation: "Link del piè di pagina",
    explore: "Esplora",
    contacts: "Contatti",
    legalNotes: "Note legali",
    /** The company's registration line: "P.IVA …", "REA …", "Capitale sociale … i.v.", "PEC …", in pieces around the values. */
    vatNumber: "P.IVA",
    companyRegister: "REA",
    shareCapital: "Capitale sociale",
    fullyPaid: "i.v.",
    certifiedMail: "PEC",
  },
  cookieBanner: {
    region: "Preferenze sui cookie",
    /** "…Leggi la [cookie policy] e l'[informativa sulla privacy]." */
    textBeforePolicy:
      "Usiamo solo cookie tecnici, necessari al funzionamento del sito, e ricordiamo la tua scelta in questo browser. Nessun cookie di profilazione e nessun tracciamento pubblicitario. Leggi la",
    cookiePolicy: "cookie policy",
    textBeforePrivacy: "e l'",
    privacyNotice: "informativa sulla privacy",
    textAfterPrivacy: ".",
    /** "Scelta attuale: «Accetta». Puoi cambiarla quando vuoi." */
    currentChoice: "Scelta attuale: ",
    afterCurrentChoice: ". Puoi cambiarla quando vuoi.",
    /** The stored choice, named by the button that made it. */
    choiceNames: { accepted: "«Accetta»", rejected: "«Rifiuta»", none: "nessuna" },
    reject: "Rifiuta",
    accept: "Accetta",
    closeAndReject: "Chiudi e rifiuta i cookie facoltativi",
    manage: "Gestisci cookie",
  },
};

/**
 * The shape every language's dictionary has: en.ts declared with this type fails `tsc` on a
 * missing key, an extra key or a function taking other values.
 */
export type Dictionary = typeof it;
