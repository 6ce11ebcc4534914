/** One outgoing e-mail. Templates render it in the recipient's language before it gets here. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (verify-email, reset-password, receipt, …). */
  template: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
