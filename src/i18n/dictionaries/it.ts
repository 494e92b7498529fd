/**
 * The interface's words in Italian: buttons, labels, accessible names and the fixed phrases of the
 * frame. This file is the source of the keys; en.ts must have every one of them (see Dictionary).
 * Texts that content staff change live in data/, not here.
 *
 * A string that takes values is a function. Sentences with links inside are split where the links go,
 * in the order the components render them.
 */
import { SEND_FAILED } from "../../../supabase/functions/_shared/site-contract/messages";
import { CONSENT_WORDS } from "../../../supabase/functions/_shared/site-contract/consent";

/** The firm's details a privacy notice names (data/site.json). */
export interface PrivacyDetails {
  company: string;
  street: string;
  postalCode: string;
  city: string;
  vatNumber: string;
  email: string;
}

/** A day as the schedule writes it, in the page's language ("23", "settembre", "2027"). */
export interface ScheduleDay {
  day: number;
  month: string;
  year: number;
}

/** The data controller and its address, as both privacy notices open (pieces in the order React writes them). */
const controllerAddress = (d: PrivacyDetails) => ["Titolare del trattamento è ", d.company, ", ", d.street, ", ", d.postalCode, " ", d.city];

export const it = {
  /** The names of the pages in the menus and the breadcrumbs, by route key. */
  pageNames: {
    home: "Home",
    servizi: "Servizi",
    "chi-siamo": "Chi Siamo",
    academy: "Academy",
    eventi: "Eventi",
    insights: "Insights",
    privacy: "Privacy",
    "cookie-policy": "Cookie policy",
    accessibilita: "Accessibilità",
    /** Named only where staff pick a page's texts (the CMS). */
    "not-found": "Pagina non trovata",
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
    /** Said by screen readers after a link inside the site has shown a new page (its main heading). */
    pageAnnouncement: (page: string) => `Nuova pagina: ${page}`,
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
    /** Before the feeds' links: "…lettore di feed: [Feed RSS] [Feed Atom] [JSON Feed]". */
    feeds: "Ricevi i nuovi articoli degli Insights nel tuo lettore di feed:",
  },
  /** The Insights' feeds: their own title and description, and the names of their formats in links. */
  feeds: {
    title: (brandName: string) => `Insights di ${brandName}`,
    description: (brandName: string) =>
      `Gli articoli dei consulenti di ${brandName} su go-to-market, AI e automazione, formazione ed eventi aziendali, con il testo completo.`,
    formats: { rss: "Feed RSS", atom: "Feed Atom", json: "JSON Feed" },
  },
  /** What each page's share image shows, said for whoever cannot see it (og:image:alt). */
  shareImage: {
    article: (title: string, author: string) => `Approfondimento: «${title}», di ${author}`,
    course: (title: string, category: string) => `Corso dell'Academy, ${category}: «${title}»`,
    event: (title: string, type: string) => `Evento, ${type}: «${title}»`,
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
  /** Words shared by several parts of the site. */
  shared: {
    /** After the text of a link that opens a new tab, for screen readers. */
    opensInNewTab: "(si apre in una nuova scheda)",
    bookNow: "Prenota ora",
    talkToConsultant: "Parla con un consulente",
    notifications: "Notifiche",
    breadcrumbs: "Percorso",
    /** After a course's price. */
    plusVatPerParticipant: "+ IVA a partecipante",
    customPathRequest: "Richiedi un percorso su misura",
    organiseYourEvent: "Organizza il tuo evento",
    testimonials: "Testimonianze",
  },
  /**
   * The forms: labels, placeholders, buttons, the consent, the notices and the toasts. The
   * validation messages are the shared rules' (supabase/functions/_shared/site-contract), which the forms
   * function answers with too.
   */
  forms: {
    /** "I campi contrassegnati con * sono obbligatori." */
    requiredBefore: "I campi contrassegnati con",
    requiredAfter: "sono obbligatori.",
    /** "Ho letto l'[informativa sulla privacy] e acconsento …" (the rest is each form's `consent`). */
    consentBefore: CONSENT_WORDS.it.before,
    consentLink: CONSENT_WORDS.it.link,
    optional: "(facoltativo)",
    selectPlaceholder: "Seleziona",
    sending: "Invio in corso...",
    /** While the proof of work is still being solved at the press. */
    verifying: "Verifica in corso…",
    honeypot: "Lascia vuoto questo campo",
    /** After a field's "… contiene caratteri non ammessi" (the shared rules' message): where such characters come from. */
    invisibleCharacters: "Capita quando incolli un testo da un'altra app: può portarsi dietro caratteri invisibili. Prova a riscriverlo a mano.",
    /** "… scrivici a [email]." */
    faults: {
      code: "Non siamo riusciti a preparare il modulo per l'invio. Controlla la connessione e riprova: quello che hai scritto resta qui. Se il problema continua, scrivici a",
      send: "L'invio non è riuscito. Riprova tra qualche minuto: quello che hai scritto resta nel modulo. Se il problema continua, scrivici a",
    },
    noScript: "Per inviare questo modulo serve JavaScript, che nel tuo browser è disattivato. Puoi scriverci direttamente a",
    /** The send-failure toast's title (the product specification's). */
    failedTitle: "Errore",
    /**
     * The short privacy notices beside the forms (GDPR art. 13). Each text is a list of pieces
     * around the firm's details, in the order React writes them.
     */
    privacy: {
      summary: "Informativa sulla privacy in breve",
      /** The request forms' and the newsletter's notice, up to the link to the full one ("…nell'[informativa completa]."). */
      brief: (d: PrivacyDetails, purpose: string) => [
        ...controllerAddress(d),
        " (P.IVA ",
        d.vatNumber,
        "), contattabile a ",
        d.email,
        ". ",
        purpose,
        " I dati sono conservati su server nell'Unione europea dal nostro fornitore di infrastruttura (Supabase) e le email partono tramite il nostro fornitore di posta elettronica, entrambi nominati responsabili del trattamento. Puoi chiedere in ogni momento accesso, rettifica, cancellazione, limitazione o portabilità dei tuoi dati e opporti al trattamento scrivendo a ",
        d.email,
        "; hai anche diritto di proporre reclamo al Garante per la protezione dei dati personali. Tutti i dettagli sono nell'",
      ],
      fullLink: "informativa completa",
      afterFullLink: ".",
      contactSummary: "Informativa sulla privacy",
      /** The contact form's notice, in full. */
      contact: (d: PrivacyDetails) => [
        ...controllerAddress(d),
        " (P.IVA",
        " ",
        d.vatNumber,
        "), contattabile a ",
        d.email,
        ". Usiamo nome, email, azienda e messaggio solo per risponderti e, se lo chiedi, per prepararti una proposta (art. 6.1.b GDPR, misure precontrattuali). I dati sono conservati su server nell'Unione europea dal nostro fornitore di infrastruttura (Supabase) e inviati tramite il nostro fornitore di posta elettronica, entrambi nominati responsabili del trattamento; li teniamo per 24 mesi dall'ultimo contatto, poi li cancelliamo. Puoi chiedere in ogni momento accesso, rettifica, cancellazione, limitazione o portabilità dei tuoi dati e opporti al trattamento scrivendo a ",
        d.email,
        "; hai anche diritto di proporre reclamo al Garante per la protezione dei dati personali.",
      ],
      /** Opens the full notice in a new tab, so that nothing typed in the form is lost. */
      readFull: "Leggi l'informativa completa",
    },
    /** Who is asking: the first fields of every request form. */
    requester: {
      name: "Nome e cognome",
      email: "Email di lavoro",
      emailPlaceholder: "nome@azienda.it",
      company: "Azienda",
      phone: "Telefono",
      phonePlaceholder: "+39 …",
    },
    contact: {
      label: "Modulo di contatto",
      name: "Nome e cognome",
      email: "Email",
      company: "Azienda",
      message: "Messaggio",
      messagePlaceholder: "Raccontaci obiettivi, tempi e contesto del progetto",
      consent: CONSENT_WORDS.it.reply,
      submit: "Invia messaggio",
      /** The toasts' texts, which the product specification fixes verbatim. */
      sent: { title: "Messaggio inviato!", text: "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore." },
      /** The function answers with the same words when it cannot store a request. */
      failed: SEND_FAILED.it,
      /** The message a link naming a course starts the form with. */
      aboutCourse: (title: string) => `Vorrei ricevere informazioni sul corso «${title}».`,
    },
    /** The consent of the Academy's and the events' request forms. */
    requestConsent: CONSENT_WORDS.it.reply,
    academy: {
      label: "Richiesta di un percorso su misura",
      intro:
        "Ogni azienda ha persone, processi e obiettivi diversi. Per questo, oltre ai corsi a catalogo, progettiamo percorsi formativi costruiti sulle esigenze del tuo team.",
      promises: [
        "Analisi delle competenze del tuo team e degli obiettivi di business",
        "Contenuti ed esercitazioni costruiti sui casi del tuo settore",
        "In aula, online live o blended, anche presso la tua sede",
        "Misurazione dell'apprendimento e report finale",
      ],
      area: "Area di interesse",
      areaPlaceholder: "Scegli un'area",
      areaUndecided: "Non lo so ancora",
      teamSize: "Persone da formare",
      teamSizePlaceholder: "Quante persone?",
      mode: "Modalità preferita",
      modePlaceholder: "Scegli una modalità",
      modeUndecided: "Da definire insieme",
      goals: "Obiettivi del percorso",
      goalsPlaceholder: "Quali competenze vuoi sviluppare, per quali ruoli e con quali tempi?",
      purpose:
        "Usiamo i dati che inserisci solo per risponderti e, se lo chiedi, per prepararti una proposta formativa (art. 6.1.b GDPR, misure precontrattuali); li teniamo per 24 mesi dall'ultimo contatto, poi li cancelliamo.",
      submit: "Richiedi il tuo percorso",
      sent: {
        title: "Richiesta inviata!",
        text: "Ti abbiamo inviato una email di conferma. Ti contatteremo entro 24 ore per progettare insieme il tuo percorso.",
      },
      failed: "Si è verificato un errore nell'invio della richiesta. Riprova più tardi.",
    },
    event: {
      label: "Richiesta di un evento su misura",
      intro:
        "Dalla convention al team building, ogni evento parte da un obiettivo. Dicci cosa vuoi ottenere, quando e con quante persone: ti proponiamo un format su misura.",
      promises: [
        "Un unico referente dall'idea al giorno dell'evento",
        "Una proposta con format, location e budget entro pochi giorni",
        "Fornitori e location selezionati in tutta Italia",
        "Misurazione della soddisfazione dei partecipanti",
      ],
      eventType: "Tipo di evento",
      eventTypePlaceholder: "Scegli un tipo di evento",
      otherType: "Altro",
      participants: "Numero di partecipanti",
      participantsPlaceholder: "Per esempio 80",
      period: "Periodo indicativo",
      periodPlaceholder: "Per esempio ottobre 2027",
      budget: "Budget indicativo",
      budgetPlaceholder: "Scegli una fascia",
      description: "Raccontaci il tuo evento",
      descriptionPlaceholder: "Obiettivi, pubblico, luogo che hai in mente e tutto quello che ci aiuta a capire l'evento.",
      purpose:
        "Usiamo i dati che inserisci solo per risponderti e, se lo chiedi, per prepararti una proposta per il tuo evento (art. 6.1.b GDPR, misure precontrattuali); li teniamo per 24 mesi dall'ultimo contatto, poi li cancelliamo.",
      submit: "Richiedi una proposta",
      sent: { title: "Richiesta inviata!", text: "Ti abbiamo inviato una email di conferma. Ti contatteremo entro 24 ore per parlare del tuo evento." },
      failed: "Si è verificato un errore nell'invio della richiesta. Riprova più tardi.",
    },
    newsletter: {
      eyebrow: "Newsletter",
      heading: "Resta aggiornato",
      text: "Nuovi corsi, date in calendario e spunti pratici su AI e strategia digitale, una volta al mese. Niente spam, promesso.",
      label: "Iscrizione alla newsletter",
      email: "La tua email",
      emailPlaceholder: "nome@azienda.it",
      submit: "Iscriviti",
      helper: "Ti scriveremo subito per chiederti di confermare l'indirizzo.",
      consent: CONSENT_WORDS.it.newsletter,
      purpose:
        "Useremo il tuo indirizzo solo per inviarti la newsletter dell'Academy, con il tuo consenso (art. 6.1.a GDPR), che confermi dal link nella prima email e puoi revocare in ogni momento dal link in fondo a ogni email; dopo la disiscrizione non ti scriviamo più.",
      /** The same whether the address was new or already subscribed: the page never tells who is on the list. */
      sent: {
        title: "Controlla la tua email",
        text: (hours: number) => `Ti abbiamo inviato un'email: apri il link che contiene per confermare l'iscrizione. Il link vale ${hours} ore.`,
      },
      failed: "Si è verificato un errore durante l'iscrizione. Riprova più tardi.",
    },
  },
  /** The newsletter's link pages (confirm, unsubscribe): their introduction, Head and every answer they give. */
  newsletterLinks: {
    confirmPage: {
      eyebrow: "Newsletter",
      heading: "Conferma dell'iscrizione",
      intro: "La newsletter dell'Academy arriva solo a chi conferma il proprio indirizzo: è il passaggio che stai completando ora.",
      title: "Conferma dell'iscrizione alla newsletter",
      /** With the firm's name (data/site.json). */
      description: (brandName: string) => `Conferma della tua iscrizione alla newsletter dell'Academy di ${brandName}.`,
    },
    unsubscribePage: {
      eyebrow: "Newsletter",
      heading: "Disiscrizione dalla newsletter",
      intro: "Ogni email della newsletter ha in fondo il link che ti ha portato qui: basta un clic per non riceverla più.",
      title: "Disiscrizione dalla newsletter",
      description: (brandName: string) => `Annulla la tua iscrizione alla newsletter dell'Academy di ${brandName}.`,
    },
    /** "…oppure [scrivici a] email." */
    writeUs: "scrivici a",
    failed: {
      title: "Non siamo riusciti a verificare il link",
      textBefore: "Si è verificato un errore da parte nostra. Riprova tra qualche minuto con il pulsante qui sotto, oppure ",
      textAfter: ".",
      action: "Riprova",
    },
    checking: { title: "Verifica del link in corso…", text: "Un attimo solo." },
    confirm: {
      ready: {
        title: "Conferma la tua iscrizione",
        text: "Premi il pulsante per ricevere la newsletter dell'Academy. Se non sei stato tu a iscriverti, chiudi questa pagina: senza conferma non ti scriveremo.",
        action: "Conferma l'iscrizione",
      },
      confirmed: {
        title: "Iscrizione confermata!",
        text: "Grazie: da ora riceverai la newsletter dell'Academy, una volta al mese. Puoi disiscriverti in ogni momento dal link in fondo a ogni email.",
        next: "Scopri i corsi dell'Academy",
      },
      expired: {
        title: "Il link è scaduto",
        text: "I link di conferma valgono 48 ore. Iscriviti di nuovo dal modulo dell'Academy: ti invieremo un nuovo link.",
        next: "Iscriviti di nuovo",
      },
      invalid: {
        title: "Link non valido o già usato",
        text: "Questo link non è valido oppure è già stato usato: ogni link di conferma funziona una volta sola. Se hai già confermato, sei iscritto e non devi fare altro; altrimenti iscriviti di nuovo dal modulo dell'Academy.",
        next: "Vai al modulo di iscrizione",
      },
    },
    unsubscribe: {
      ready: {
        title: "Vuoi disiscriverti?",
        text: "Premi il pulsante e non riceverai più la newsletter dell'Academy.",
        action: "Conferma la disiscrizione",
      },
      unsubscribed: {
        title: "Disiscrizione completata",
        text: "Non riceverai più la newsletter dell'Academy. Se cambi idea, puoi iscriverti di nuovo quando vuoi.",
        next: "Torna all'Academy",
      },
      invalid: {
        title: "Link non valido",
        /** "…oppure [scrivici a email] e ti toglieremo noi dalla lista." */
        textBefore: "Questo link di disiscrizione non è valido: controlla di averlo copiato per intero dall'email, oppure ",
        textAfter: " e ti toglieremo noi dalla lista.",
      },
    },
  },

  /** The names of a course's and an event's facts, on the cards and the detail pages. */
  facts: {
    duration: "Durata",
    level: "Livello",
    mode: "Modalità",
    price: "Prezzo",
    /** On a course card, before the price: "Prezzo: 1.490 €". */
    priceWithColon: "Prezzo:",
    area: "Area",
    date: "Data",
    time: "Orario",
    place: "Luogo",
    participants: "Partecipanti",
    eventType: "Tipo di evento",
    /** The language a course or an event is held in, named only when it is not the page's: "Lingua: Inglese". */
    teachingLanguage: "Lingua",
    languageNames: { it: "Italiano", en: "Inglese" },
    /** An event's size: "da 40 a 120". */
    participantRange: (min: string, max: string) => `da ${min} a ${max}`,
    /** The same on an event's card, where the label is not read with it: "da 40 a 120 partecipanti". */
    participantRangeWithUnit: (min: string, max: string) => `da ${min} a ${max} partecipanti`,
  },
  /** When an event takes place (lib/catalogue/event-schedule.ts): its days, its times, how long it lasts. */
  schedule: {
    /** Within a day: 9 h → "9 ore", 8 h 30 → "8 ore e mezza", 1 h 15 → "1 ora e 15 minuti", 45 min → "45 minuti". */
    hoursAndMinutes: (hours: number, minutes: number) => {
      const minutesText = minutes === 1 ? "1 minuto" : `${minutes} minuti`;
      if (hours === 0) return minutesText;
      const hoursText = hours === 1 ? "1 ora" : `${hours} ore`;
      if (minutes === 0) return hoursText;
      return minutes === 30 ? `${hoursText} e mezza` : `${hoursText} e ${minutesText}`;
    },
    /** Across several days, the first and the last included: "1 giorno", "4 giorni". */
    days: (days: number) => (days === 1 ? "1 giorno" : `${days} giorni`),
    /** "dal 23 al 26 settembre 2027". */
    daysInMonth: (start: ScheduleDay, end: ScheduleDay) => `dal ${start.day} al ${end.day} ${end.month} ${end.year}`,
    /** "dal 30 settembre al 2 ottobre 2027". */
    daysInYear: (start: ScheduleDay, end: ScheduleDay) => `dal ${start.day} ${start.month} al ${end.day} ${end.month} ${end.year}`,
    /** "dal 30 dicembre 2027 al 2 gennaio 2028". */
    daysAcrossYears: (start: ScheduleDay, end: ScheduleDay) => `dal ${start.day} ${start.month} ${start.year} al ${end.day} ${end.month} ${end.year}`,
    /** Within a day: "dalle 09:00 alle 18:00". */
    timesInDay: (start: string, end: string) => `dalle ${start} alle ${end}`,
    /** Across several days, when the first begins and the last ends: "inizio alle 10:00, fine alle 16:00". */
    timesAcrossDays: (start: string, end: string) => `inizio alle ${start}, fine alle ${end}`,
  },
  home: {
    downloadBrochure: "Scarica la brochure",
    /** After "Scarica la brochure", for screen readers. */
    pdf: "(PDF)",
    services: {
      eyebrow: "Servizi",
      title: "Tre modi per far crescere la tua azienda",
      lead: "Strategia, competenze e momenti che uniscono le persone: scegli da dove partire, al resto pensiamo insieme.",
      featuresOf: (service: string) => `Ambiti di ${service}`,
      moreAbout: (service: string) => `Scopri di più su ${service}`,
      more: "Scopri di più",
    },
    method: {
      eyebrow: "Il metodo",
      title: "Come lavoriamo",
      lead: "Un percorso chiaro in quattro passi, con obiettivi misurabili e un confronto costante con il tuo team.",
      /** Before a step's number, for screen readers: "Step 01". */
      step: "Step",
      stepDone: "Step completato",
    },
    keyFigures: "I nostri numeri",
    cases: {
      eyebrow: "Casi di successo",
      /** The section's texts, verbatim from the product specification. */
      title: "Risultati concreti",
      lead: "I nostri clienti ottengono risultati misurabili e sostenibili. Scopri i casi di successo.",
      scroll: "Scorri",
      scrollToExplore: "Scorri per esplorare",
      counter: (position: string, total: string) => `Caso ${position} di ${total}`,
      readCase: "Leggi il caso",
    },
    faq: {
      eyebrow: "FAQ",
      title: "Domande frequenti",
      lead: "Tutto quello che devi sapere per iniziare",
    },
    contact: {
      eyebrow: "Contatti",
      title: "Parliamo del tuo progetto",
      lead: "Prenota una call conoscitiva gratuita di 30 minuti: capiamo insieme obiettivi e priorità e ti proponiamo il percorso più adatto. Ti rispondiamo entro 24 ore.",
    },
  },
  servicesPage: {
    explore: "Esplora i servizi",
    services: {
      eyebrow: "Cosa facciamo",
      title: "Tre servizi, un unico obiettivo: la tua crescita",
      lead: "Scegli un servizio per scoprire che cosa comprende, che cosa ottieni e come possiamo partire insieme.",
    },
    process: {
      eyebrow: "Il processo",
      title: "Quattro fasi, dalla prima analisi ai risultati",
      lead: "Qualunque sia il servizio, lavoriamo con lo stesso metodo: obiettivi chiari, passi misurabili e un confronto costante con il tuo team.",
    },
    sectors: {
      eyebrow: "Settori",
      title: "Conosciamo il tuo mercato",
      lead: "Abbiamo accompagnato aziende di otto settori diversi: portiamo in ogni progetto ciò che funziona e ciò che abbiamo imparato.",
    },
    partners: {
      eyebrow: "Partner",
      title: "I partner con cui lavoriamo",
      lead: "Una rete selezionata di specialisti che ci affianca quando un progetto richiede competenze in più.",
    },
    start: {
      eyebrow: "Iniziamo",
      title: "Pronto a iniziare?",
      lead: "Raccontaci la tua sfida: in una call conoscitiva gratuita di 30 minuti capiamo insieme da dove partire e ti proponiamo il percorso più adatto.",
      requestConsultation: "Richiedi una consulenza",
    },
    /** The tabs' list of services. */
    chooseService: "Scegli un servizio",
    whatYouGet: "Cosa ottieni",
    whatItIncludes: "Cosa comprende",
    otherServices: "Scopri anche gli altri servizi",
    discover: (service: string) => `Scopri ${service}`,
    /** Before a phase's number, for screen readers: "Fase 01". */
    phase: "Fase",
  },
  aboutPage: {
    meetTheTeam: "Conosci il team",
    ourStory: "La nostra storia",
    mission: { eyebrow: "Missione e visione", title: "Perché esistiamo" },
    story: {
      eyebrow: "La nostra storia",
      title: "Le tappe che ci hanno portato fin qui",
      lead: "Dalla fondazione a Milano alla practice dedicata all'intelligenza artificiale: siamo cresciuti insieme ai nostri clienti.",
    },
    team: {
      eyebrow: "Il team",
      title: "Le persone dietro ai risultati",
      lead: "Consulenti, formatori ed event manager che lavorano ogni giorno accanto ai team dei nostri clienti.",
    },
    values: {
      eyebrow: "I valori",
      title: "Come scegliamo di lavorare",
      lead: "Quattro principi che guidano ogni progetto, dalla prima call all'ultimo report.",
    },
    partners: {
      eyebrow: "Rete di partner",
      title: "Un ecosistema di competenze",
      lead: "Collaboriamo con realtà selezionate in sei ambiti, per offrirti sempre la competenza giusta al momento giusto.",
    },
    together: {
      eyebrow: "Lavoriamo insieme",
      title: "Costruiamo insieme il tuo prossimo risultato",
      lead: "Scopri come possiamo aiutarti oppure raccontaci subito il tuo progetto: ti rispondiamo entro 24 ore.",
      contactUs: "Contattaci",
      discoverServices: "Scopri i servizi",
    },
    linkedInProfile: "Profilo LinkedIn",
    /** After "Profilo LinkedIn", for screen readers: "di Giulia Rossi". */
    linkedInOf: (name: string) => `di ${name}`,
  },
  academyPage: {
    /** Before the rotating keywords: "Formazione pratica su AI". */
    keywordsPrefix: "Formazione pratica su",
    pauseKeywords: "Metti in pausa l'animazione delle parole",
    resumeKeywords: "Riprendi l'animazione delle parole",
    discoverCourses: "Scopri i corsi",
    inFigures: "L'Academy in numeri",
    courses: {
      eyebrow: "Catalogo",
      title: "I nostri corsi",
      lead: "Percorsi pratici, tenuti da professionisti che applicano ogni giorno ciò che insegnano. Filtra per area, livello e modalità e trova quello giusto per te.",
    },
    custom: { eyebrow: "Formazione su misura", title: "Un percorso costruito per il tuo team" },
    teachers: {
      eyebrow: "Docenti",
      title: "Chi insegna nell'Academy",
      lead: "Professionisti che lavorano ogni giorno sui progetti dei nostri clienti e portano in aula casi reali.",
    },
    testimonials: { title: "Cosa dicono i partecipanti" },
    expertiseOf: (name: string) => `Competenze di ${name}`,
  },
  eventsPage: {
    seeCalendar: "Guarda il calendario",
    inFigures: "I nostri eventi in numeri",
    services: {
      eyebrow: "Cosa organizziamo",
      title: "Eventi che lasciano il segno",
      lead: "Quattro formati che conosciamo a fondo, progettati ogni volta sui tuoi obiettivi e sulle tue persone.",
    },
    calendar: {
      eyebrow: "Calendario",
      title: "Prossimi eventi",
      lead: "Incontri, workshop ed esperienze aperte alle aziende: scegli il tipo di evento che fa per il tuo team.",
    },
    past: {
      eyebrow: "Eventi realizzati",
      title: "Alcuni eventi che abbiamo firmato",
      lead: "Numeri veri, misurati alla fine di ogni evento con un questionario ai partecipanti.",
      /** Under a past event's figures: "120 partecipanti", "96% di soddisfazione". */
      participants: "partecipanti",
      satisfaction: "di soddisfazione",
    },
    request: { eyebrow: "Evento su misura", title: "Raccontaci il tuo evento" },
    testimonials: { title: "Cosa dicono i nostri clienti" },
  },
  /** The Academy's and the events' filters. */
  catalogue: {
    courseCategories: "Categorie dei corsi",
    allCourses: "Tutti i corsi",
    allLevels: "Tutti i livelli",
    allModes: "Tutte le modalità",
    resetFilters: "Azzera i filtri",
    noCourses: "Nessun corso con questi filtri",
    noCoursesHint:
      "Prova a cambiare livello o modalità, oppure guarda di nuovo tutto il catalogo. Se non trovi il corso che fa per te, lo progettiamo insieme su misura.",
    showAllCourses: "Mostra tutti i corsi",
    eventTypes: "Tipi di evento",
    allEvents: "Tutti gli eventi",
    noEvents: "Nessun evento di questo tipo in calendario",
    noEventsHint:
      "Al momento non ci sono date in programma per questo tipo di evento. Guarda gli altri appuntamenti oppure chiedici di organizzarne uno su misura.",
    showAllEvents: "Mostra tutti gli eventi",
    /** What the results line says and screen readers hear: "15 corsi", "1 corso", "Nessun corso". */
    courseCount: (count: number) => (count === 0 ? "Nessun corso" : count === 1 ? "1 corso" : `${count} corsi`),
    /** "6 eventi", "1 evento", "Nessun evento". */
    eventCount: (count: number) => (count === 0 ? "Nessun evento" : count === 1 ? "1 evento" : `${count} eventi`),
    /** A testimonial's stars, read as one image: "Valutazione: 5 su 5". */
    rating: (rating: string, max: string) => `Valutazione: ${rating} su ${max}`,
  },
  coursePage: {
    askForInformation: "Chiedi informazioni",
    seeProgramme: "Vedi il programma",
    summary: { eyebrow: "In breve", title: "Il corso in sintesi" },
    programme: {
      eyebrow: "Programma",
      title: "Cosa affronterai",
      /** "6 moduli per un totale di 24 ore.", the hours already written out. */
      lead: (modules: number, hours: string) => `${modules === 1 ? "Un modulo" : `${modules} moduli`} per un totale di ${hours}.`,
      /** Before a module's title, for screen readers: "Modulo 1: ". */
      module: (position: string) => `Modulo ${position}: `,
    },
    audience: { eyebrow: "A chi è rivolto", title: "Per chi è pensato questo corso" },
    teachers: { eyebrowOne: "Il docente", eyebrowMany: "I docenti", title: "Chi tiene il corso" },
    request: {
      eyebrow: "Informazioni e iscrizioni",
      title: "Hai domande su questo corso?",
      lead: "Scrivici: ti rispondiamo entro 24 ore con date, modalità di iscrizione e condizioni per i gruppi aziendali.",
    },
    related: { eyebrow: "Corsi correlati", title: (category: string) => `Altri corsi di ${category}` },
  },
  eventPage: {
    details: { eyebrow: "L'evento", title: "Tutti i dettagli" },
    custom: {
      eyebrow: "Evento su misura",
      title: "Vuoi un evento come questo per la tua azienda?",
      lead: "Progettiamo formato, luogo e programma sui tuoi obiettivi e sulle tue persone. Raccontaci la tua idea: ti rispondiamo entro 24 ore.",
    },
    related: { eyebrow: "Eventi correlati", title: (type: string) => `Altri eventi: ${type}` },
    over: "Evento concluso",
    addToGoogleCalendar: "Aggiungi a Google Calendar",
    downloadIcs: "Scarica il file .ics",
  },
  /** The Insights section: its list, its cards, an article's page and the home page's latest articles. */
  insights: {
    /** The category filter above the list: a navigation of links, the current one marked. */
    categories: "Categorie degli articoli",
    allArticles: "Tutti gli articoli",
    noArticles: "Non ci sono ancora articoli pubblicati. Torna a trovarci presto!",
    /** The numbered pages' navigation. */
    pagination: "Pagine dell'elenco",
    previousPage: "Pagina precedente",
    nextPage: "Pagina successiva",
    /** A page number's link, for screen readers: "Pagina 2". */
    pageNumber: (page: number) => `Pagina ${page}`,
    /** A numbered page's title and heading, after the list's: "Insights (pagina 2 di 3)". */
    titleOfPage: (title: string, page: number, count: number) => `${title} (pagina ${page} di ${count})`,
    /** A category's list: its title ("AI & Automazione: articoli") and its heading's kicker. */
    categoryTitle: (category: string) => `${category}: articoli e approfondimenti`,
    categoryEyebrow: "Insights · Categoria",
    /** A card's and an article's facts; the labels are for screen readers. */
    author: "Autore:",
    publishedOn: "Pubblicato il",
    updatedOn: "Aggiornato il",
    readingTime: (minutes: number) => `${minutes} min di lettura`,
    /** The mark of an article that is not published, shown only by `npm start`. */
    statusMarks: { draft: "Bozza", scheduled: "Programmato" },
    /** Beside the mark, on an article's page: why the published site does not show it. */
    statusNotes: {
      draft: "Questa è una bozza: la vedi solo in anteprima e non compare nel sito pubblicato.",
      scheduled: "Articolo programmato: la vedi in anteprima, nel sito pubblicato compare dalla data di pubblicazione.",
    },
    article: {
      tableOfContents: "In questo articolo",
      tags: "Parole chiave",
      /** A table's scrolling box, for screen readers. */
      table: "Tabella: se non la vedi tutta, scorri di lato",
      share: {
        title: "Condividi l'articolo",
        linkedIn: "LinkedIn",
        email: "Email",
        copyLink: "Copia il link",
        copied: "Link copiato negli appunti.",
        copyFailed: "Non siamo riusciti a copiare il link: copialo dalla barra degli indirizzi.",
        /** The e-mail's body: the lead, then the address. */
        emailBody: (lead: string, url: string) => `${lead}\n\n${url}`,
      },
      neighbours: {
        label: "Altri articoli",
        previous: "Articolo precedente",
        next: "Articolo successivo",
      },
      related: { eyebrow: "Continua a leggere", title: "Articoli correlati" },
      offer: {
        eyebrow: "Dalla lettura alla pratica",
        title: "Come possiamo aiutarti",
        lead: "Il servizio e i corsi dell'Academy che mettono in pratica quello che hai appena letto.",
        service: "Il servizio",
        courses: "I corsi dell'Academy",
        discoverService: (service: string) => `Scopri ${service}`,
      },
      contact: {
        eyebrow: "Parliamone",
        title: "Vuoi applicare queste idee nella tua azienda?",
        lead: "Raccontaci da dove parti: in una call conoscitiva gratuita di 30 minuti capiamo insieme priorità e primi passi. Ti rispondiamo entro 24 ore.",
      },
      backToList: "Tutti gli articoli",
    },
    /** The home page's section, before the contact section. */
    latest: {
      eyebrow: "Insights",
      title: "Le ultime idee dal nostro lavoro",
      lead: "Articoli dei nostri consulenti su go-to-market, AI, formazione ed eventi: metodi e numeri che vediamo funzionare nei progetti.",
      all: "Leggi tutti gli articoli",
    },
  },
  legalPage: {
    fullText: "Testo completo",
    lastUpdated: "Ultimo aggiornamento:",
    /** The firm's details in a legal text. */
    companyName: "Ragione sociale",
    registeredOffice: "Sede legale",
    vatNumber: "Partita IVA",
    email: "E-mail",
    certifiedMail: "PEC",
    phone: "Telefono",
  },
  notFoundPage: {
    /** The product specification gives the link's text in English, on the Italian page too. */
    backHome: "Return to Home",
    /** The missing path, logged to the console (the product specification asks for it). */
    missingPathLog: (path: string) => `404: nessuna pagina all'indirizzo ${path}`,
  },
  search: {
    /** The header's and the phone menu's button, and the dialog's title. */
    open: "Cerca nel sito",
    title: "Cerca nel sito",
    fieldLabel: "Cosa stai cercando?",
    placeholder: "Un corso, un evento, un servizio…",
    close: "Chiudi la ricerca",
    /** How to move through the results, read with the field. */
    keyboardHint: "Con le frecce scorri i risultati, con Invio apri quello scelto, con Esc chiudi.",
    kindFilter: "Mostra",
    allKinds: "Tutto",
    /** A result's kind, shown beside its title, and the filters' labels. */
    kinds: { course: "Corso", event: "Evento", article: "Approfondimento", service: "Servizio", page: "Pagina" },
    kindFilters: { course: "Corsi", event: "Eventi", article: "Approfondimenti", service: "Servizi", page: "Pagine" },
    results: "Risultati",
    searching: "Sto cercando…",
    /** Announced to screen readers once the results are there. */
    resultCount: (count: number) => (count === 1 ? "1 risultato" : `${count} risultati`),
    shownOf: (shown: number, total: number) => `Ne vedi ${shown} su ${total}: aggiungi una parola per restringere la ricerca.`,
    nothingFound: (query: string) => `Nessun risultato per «${query}».`,
    /** "Prova con parole diverse, [sfoglia il catalogo] o [scrivici]: …" */
    nothingFoundBeforeCatalogue: "Prova con parole diverse, ",
    catalogue: "sfoglia il catalogo dei corsi",
    nothingFoundBeforeContact: " oppure ",
    contact: "scrivici",
    nothingFoundAfterContact: ": ti aiutiamo a trovare quello che ti serve.",
    unavailable: "La ricerca non risponde in questo momento. Riprova tra poco.",
  },
};

/**
 * The shape every language's dictionary has: en.ts declared with this type fails `tsc` on a
 * missing key, an extra key or a function taking other values.
 */
export type Dictionary = typeof it;
