/** A wine list's size for people: "1 wine", "24 wines", "12,345 wines" (the API's total is exact). */
export const wineCount = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'wine' : 'wines'}`;
