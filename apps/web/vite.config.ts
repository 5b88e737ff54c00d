import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The storefront pages measured by `npm run bench` (DESIGN §9, issue 48) and the paths they answer
 * (router.tsx), first match wins: on these paths the page's code starts loading with the HTML, in
 * parallel with the app's script, instead of after that script has run; the page's data and
 * largest image come a round trip sooner.
 */
const EARLY_PAGES: { path: RegExp; module: string }[] = [
  { path: /^\/(home)?$/, module: '/src/app/pages/HomePage.tsx' },
  { path: /^\/wine\/[^/]+\/[^/]+$/, module: '/src/features/catalogue/pages/WineDetailPage.tsx' },
  { path: /^\/shop-wines$/, module: '/src/features/catalogue/pages/ShopWinesPage.tsx' },
  { path: /^\/wine-region\/[^/]+$/, module: '/src/features/catalogue/pages/WineRegionPage.tsx' },
  { path: /^\/collection\/[^/]+\/[^/]+$/, module: '/src/features/catalogue/pages/CollectionPage.tsx' },
  { path: /^\/search$/, module: '/src/features/catalogue/pages/SearchPage.tsx' },
  { path: /^\/sommeliers$/, module: '/src/app/pages/SommeliersPage.tsx' },
  { path: /^\/sommelier\/[^/]+\/[^/]+$/, module: '/src/features/sommeliers/pages/SommelierProfilePage.tsx' },
  { path: /^\/events\/upcoming$/, module: '/src/features/events/pages/EventsPage.tsx' },
  { path: /^\/events\/[^/]+$/, module: '/src/features/events/pages/EventDetailPage.tsx' },
  { path: /^\/wine-tips$/, module: '/src/features/wine-talks/pages/WineTalksPage.tsx' },
  { path: /^\/wine-tips\/[^/]+\/[^/]+$/, module: '/src/features/wine-talks/pages/PostDetailPage.tsx' },
];

/** Emits a small script, loaded async from the HTML, that modulepreloads the current path's page. */
function earlyPages(): Plugin {
  let scriptFile: string | undefined;
  return {
    name: 'early-pages',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      // What the app's script loads anyway: the entry and everything it imports.
      const loaded = new Set<string>();
      const load = (file: string) => {
        if (loaded.has(file)) return;
        loaded.add(file);
        chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(load);
      };
      chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => load(chunk.fileName));
      const pages = EARLY_PAGES.map(({ path, module }) => {
        const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!page) this.error(`early-pages: no chunk for ${module}`);
        // A storefront page validates nothing: zod (the contract's schemas) would cost it ~100 KB to parse and the schemas' construction at load.
        const statics = new Set<string>();
        const reach = (file: string) => {
          if (statics.has(file)) return;
          statics.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(reach);
        };
        reach(page.fileName);
        const withZod = chunks.find((chunk) => statics.has(chunk.fileName) && chunk.moduleIds.some((id) => id.includes('/node_modules/zod/')));
        if (withZod) this.error(`early-pages: ${module} loads zod through ${withZod.fileName}: import the contract's plain modules (constants, routes, club-labels...), or types only`);
        const files = [page.fileName, ...page.imports].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        return [path.source, files];
      });
      const source =
        `for(const[p,f]of ${JSON.stringify(pages)})if(new RegExp(p).test(location.pathname)){` +
        "for(const h of f){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}break}";
      scriptFile = this.getFileName(this.emitFile({ type: 'asset', name: 'early-pages.js', source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (scriptFile ? [{ tag: 'script', attrs: { src: `/${scriptFile}`, async: true }, injectTo: 'head' }] : []),
    },
  };
}

/**
 * main.tsx and the boot stages it imports dynamically (main.tsx), known once the module graph is:
 * the `shell` chunk group below captures them with everything they import, so the stages are in
 * the entry's file and their dynamic imports only run code that is already there.
 */
const shellRoots = new Set<string>();

function bootStages(): Plugin {
  return {
    name: 'boot-stages',
    apply: 'build',
    // A stage is imported dynamically to run in a task of its own, not to get a chunk of its own:
    // the bundler's INEFFECTIVE_DYNAMIC_IMPORT note (the import moves nothing) is the intent for
    // the stages, and stays a warning for any other module (docs/decisions/0021).
    onLog(_level, log) {
      if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.id !== undefined && shellRoots.has(log.id)) return false;
    },
    buildEnd() {
      const main = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      const stages = main ? this.getModuleInfo(main)?.dynamicallyImportedIds : undefined;
      if (!main || !stages?.length) return this.error('boot-stages: no src/main.tsx with boot stages in the graph');
      [main, ...stages].forEach((id) => shellRoots.add(id));
    },
  };
}

export default defineConfig({
  plugins: [react(), earlyPages(), bootStages()],
  server: {
    proxy: {
      '/api': apiOrigin,
      '/media': apiOrigin,
    },
  },
  build: {
    // The shell (React, MUI, the router, TanStack Query, the layout) is one ~500 KB file on purpose.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first render needs in one file, and small shared chunks folded into the
          // pages using them: each file costs a round trip on a phone (HTTP/1.1, six connections).
          groups: [{ name: 'shell', test: (id) => shellRoots.has(id) }],
          experimentalInlineCommonChunks: { maxSize: 16384 },
        },
      },
    },
  },
});
