// Faktury › 'Wyciągi bankowe' and a stay's transfer details (issue 39).
export { BankStatementsPage } from './components/BankStatementsPage';
export { TransferDetailsCard } from './components/TransferDetailsCard';
