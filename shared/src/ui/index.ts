// The UI kit: filled in by the shared UI work (Chakra system, provider, tables, dialogs, toasts, form fields).
export {};
