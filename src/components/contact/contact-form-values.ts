/** The values the contact form holds (the consent is checked in the browser and never sent). */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  message: string;
  consent: boolean;
}
