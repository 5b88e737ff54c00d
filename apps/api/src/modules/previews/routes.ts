import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { id } from '@wine/contract/envelope';
import { paths } from '@wine/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { escapeHtml as xmlEscape } from '../../lib/html';
import { LISTINGS, sitemapPageStarts, sitemapRows, type SitemapKind, type SitemapRow } from './queries';

/** Addresses per sitemap file: a million wines make a hundred files of about 1.3 MB. */
export const SITEMAP_PAGE = 10_000;
/** How long crawlers may keep a sitemap: the catalogue changes, but not by the minute. */
const SITEMAP_MAX_AGE_S = 3600;

const STATIC_PAGES = [paths.home, paths.shopWines, paths.sommeliers, paths.trendingCollections, paths.eventsUpcoming, paths.wineTips, paths.ourMission, paths.faqs, paths.contactUs];
const KINDS = Object.keys(LISTINGS) as SitemapKind[];


const PAGE_OF: Record<SitemapKind, (row: SitemapRow) => string> = {
  wines: (row) => paths.wine(row.id, row.name),
  collections: (row) => paths.collection(row.id, row.name),
  sommeliers: (row) => paths.sommelier(row.id, row.name),
  'wine-tips': (row) => paths.wineTip(row.feedId ?? row.id, row.name),
  events: (row) => paths.event(row.id),
};

const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
const urlEntry = (loc: string, lastmod: Date | null) => `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const sitemapFile = z.object({ file: z.string().regex(new RegExp(`^(pages|${KINDS.join('|')})\\.xml$`), 'no such sitemap') });

/**
 * What crawlers read (issue 20): robots.txt naming the sitemap, and the sitemap as an index of
 * files of up to SITEMAP_PAGE addresses each, paged by id so that the last file of a million wines
 * costs what the first does. Only what the public may see is listed.
 */
export function previewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const origin = ctx.config.publicOrigin;
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /retailer\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const starts = await Promise.all(KINDS.map(async (kind) => ({ kind, starts: await sitemapPageStarts(ctx.db, kind, SHOP_TENANT_ID, SITEMAP_PAGE) })));
      const files = [
        `${origin}/sitemaps/pages.xml`,
        ...starts.flatMap(({ kind, starts: ids }) => ids.map((first, index) => `${origin}/sitemaps/${kind}.xml${index === 0 ? '' : `?from=${first}`}`)),
      ];
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `<sitemap><loc>${xmlEscape(file)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`).send(body);
    });

    app.get(
      '/sitemaps/:file',
      { schema: { hide: true, params: sitemapFile, querystring: z.object({ from: id.optional() }).strict() } },
      async (request, reply) => {
        const name = request.params.file.replace(/\.xml$/, '');
        let entries: string[];
        if (name === 'pages') {
          entries = STATIC_PAGES.map((page) => urlEntry(`${origin}${page}`, null));
        } else {
          const kind = name as SitemapKind;
          const rows = await sitemapRows(ctx.db, kind, SHOP_TENANT_ID, request.query.from, SITEMAP_PAGE);
          if (rows.length === 0 && request.query.from) throw notFound('Sitemap page');
          entries = rows.map((row) => urlEntry(`${origin}${PAGE_OF[kind](row)}`, row.updatedAt));
        }
        return reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`).send(urlset(entries));
      },
    );
  };
}
