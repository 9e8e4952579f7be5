// Dollars as the visitor's locale writes them: the contract answers amounts rounded to the cent.
export function formatDollars(amount: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}
