// The invoice PDF layout, shared with the API (which attaches the same PDF to e-mails). Imported only with a dynamic
// import by the screen that prints, so that no list carries it.
export * from '@gospodarz/contracts/invoice-pdf';
