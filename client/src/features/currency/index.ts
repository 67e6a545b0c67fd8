// What other features use of currency (a feature reaches another only through its index.ts).
export { Price, useApproximate } from "./components/price";
export { CurrencyRatesCard } from "./components/currency-rates-card";
