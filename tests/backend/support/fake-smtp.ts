/**
 * A mail server that answers what a test tells it to, for the refusals maildev never gives: a
 * wrong password (535 5.7.8), authentication required (530 5.7.0), a relay or a sender refused
 * (5.7.1), a recipient unknown (550 5.1.1, quoting the address as real servers do). Plain SMTP on
 * 127.0.0.1, just enough of RFC 5321 for nodemailer: EHLO (advertising AUTH PLAIN LOGIN unless the
 * refusal is "auth-required"), AUTH PLAIN and LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
import net from "node:net";

export type SmtpRefusal = "none" | "auth-invalid" | "auth-required" | "relay" | "sender" | "recipient";

export interface FakeSmtp {
  port: number;
  /** What the next sessions are answered; "none" accepts every e-mail. */
  refuse(refusal: SmtpRefusal): void;
  /** The recipients of the e-mails accepted so far. */
  accepted: string[];
  close(): Promise<void>;
}

const address = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

export async function startFakeSmtp(): Promise<FakeSmtp> {
  let refusal: SmtpRefusal = "none";
  const accepted: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = "";
    let inData = false;
    let login: "user" | "pass" | null = null;
    let recipients: string[] = [];
    reply("220 fake-smtp.test ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            accepted.push(...recipients);
            recipients = [];
            reply("250 2.0.0 Ok: queued");
          }
          continue;
        }
        if (login) {
          if (login === "user") {
            login = "pass";
            reply("334 UGFzc3dvcmQ6");
          } else {
            login = null;
            reply(refusal === "auth-invalid" ? "535 5.7.8 Error: authentication failed: Invalid credentials" : "235 2.7.0 Authentication successful");
          }
          continue;
        }
        const [verb, ...rest] = line.split(" ");
        const argument = rest.join(" ");
        switch (verb.toUpperCase()) {
          case "EHLO":
          case "HELO":
            reply(refusal === "auth-required" ? "250 fake-smtp.test" : "250-fake-smtp.test\r\n250 AUTH PLAIN LOGIN");
            break;
          case "AUTH":
            if (/^LOGIN/i.test(argument)) {
              login = "user";
              reply("334 VXNlcm5hbWU6");
            } else reply(refusal === "auth-invalid" ? "535 5.7.8 Error: authentication failed: Invalid credentials" : "235 2.7.0 Authentication successful");
            break;
          case "MAIL":
            if (refusal === "auth-required") reply("530 5.7.0 Authentication required");
            else if (refusal === "sender") reply(`553 5.7.1 <${address(argument.replace(/^FROM:/i, ""))}>: Sender address rejected: not owned by user forms`);
            else reply("250 2.1.0 Ok");
            break;
          case "RCPT": {
            const to = address(argument.replace(/^TO:/i, ""));
            if (refusal === "relay") reply(`554 5.7.1 <${to}>: Relay access denied`);
            else if (refusal === "recipient") reply(`550 5.1.1 <${to}>: Recipient address rejected: User unknown in virtual mailbox table`);
            else {
              recipients.push(to);
              reply("250 2.1.5 Ok");
            }
            break;
          }
          case "DATA":
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
            break;
          case "RSET":
            recipients = [];
            reply("250 2.0.0 Ok");
            break;
          case "NOOP":
            reply("250 2.0.0 Ok");
            break;
          case "QUIT":
            reply("221 2.0.0 Bye");
            socket.end();
            break;
          default:
            reply("502 5.5.2 Error: command not recognized");
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    refuse: (next) => {
      refusal = next;
    },
    accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
