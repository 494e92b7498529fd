import { alertEvent, logEvent, maskAddresses } from "../../../supabase/functions/_shared/log";

test("every address in a text is masked, whatever surrounds it", () => {
  expect(maskAddresses("550 5.1.1 <giulia.ferrari+lead@example.it>: Recipient address rejected")).toBe("550 5.1.1 <[indirizzo]>: Recipient address rejected");
  expect(maskAddresses('to "a@b.it", (c@d.co.uk); e@f.it')).toBe('to "[indirizzo]", ([indirizzo]); [indirizzo]');
  expect(maskAddresses("Resend answered 500: fake 500")).toBe("Resend answered 500: fake 500");
});

test("a log line masks every text in it, nested ones too, and stays valid JSON", () => {
  const printed: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((text: string) => void printed.push(text));
  const error = jest.spyOn(console, "error").mockImplementation((text: string) => void printed.push(text));
  try {
    logEvent("mail_failed", { error: 'refused "x@example.it"', attempts: 2, nested: { list: ["y@example.it", 3] } });
    alertEvent("mail_failed_permanently", { error: "<z@example.it>" });
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
  expect(JSON.parse(printed[0])).toEqual({
    fn: "forms",
    event: "mail_failed",
    error: 'refused "[indirizzo]"',
    attempts: 2,
    nested: { list: ["[indirizzo]", 3] },
  });
  expect(JSON.parse(printed[1])).toEqual({ level: "error", fn: "forms", event: "mail_failed_permanently", error: "<[indirizzo]>" });
});
