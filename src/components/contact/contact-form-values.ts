/** The values the contact form holds (the consent is checked in the browser and never sent). */
// A type, not an interface: it must fit the forms' generic Record<string, string | boolean>.
export type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  message: string;
  consent: boolean;
};
