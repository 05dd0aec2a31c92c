// mt940js ships no types: what statements.ts reads of it (see its README).
declare module 'mt940js' {
  export interface Mt940Transaction {
    date: Date;
    amount: number;
    reversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference?: string;
  }
  export interface Mt940Statement {
    accountIdentification: string;
    currency: string;
    transactions: Mt940Transaction[];
  }
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}
