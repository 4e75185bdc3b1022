// How a judge cites a ruling: document, date, title and permalink, in words that paste anywhere. Pure: the page adds
// the absolute address, which only the browser knows (the site can be served from any host).

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2000-07-31" → "31 July 2000". */
export function toLongDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
}

/**
 * The citation of a ruling without its address: "1E Current Rulings, 31 July 2000, 'cloaking device', ". The edition
 * leads unless the document's title already names it ("First Edition Current Rulings Document").
 */
export function toCitationPrefix(ruling: { edition: string; date: string; title: string }, documentTitle: string): string {
  const document = /^(First|Second) Edition\b/.test(documentTitle) ? documentTitle : `${ruling.edition} ${documentTitle}`;
  return `${document}, ${toLongDate(ruling.date)}, '${ruling.title}', `;
}
