import { names } from '@nx/devkit';

export type PageWidth = 'narrow' | 'medium' | 'wide';

/** The generator's options, as schema.json describes them. */
export interface FeatureScreenOptions {
  name: string;
  title: string;
  titleMk: string;
  titleSq: string;
  description: string;
  descriptionMk: string;
  descriptionSq: string;
  icon: string;
  width?: PageWidth;
}

export type LocaleCode = 'mk' | 'en' | 'sq';

/** Every name the new screen goes by, derived once from its kebab-case name. */
export interface FeatureScreen {
  /** `chat-channels`: library folder, project, namespace and address. */
  name: string;
  /** `chatChannels`: key of ROUTES and of common:titles. */
  key: string;
  /** `chat_channels`: page name in analytics events (`{page}_page_visited`). */
  page: string;
  /** `ChatChannelsScreen`: the screen component. */
  component: string;
  /** `chatChannelsFeature`: what the library exports for the console's list of features. */
  featureExport: string;
  /** The English description as it continues a sentence (`The console's "Channels" screen: where …`). */
  summary: string;
  /** `/chat-channels`. */
  path: string;
  importPath: string;
  libraryRoot: string;
  icon: string;
  width: PageWidth;
  titles: Record<LocaleCode, string>;
  descriptions: Record<LocaleCode, string>;
}

/** Lower-cases the first letter unless the first word is an acronym (FAQ, CSV), and drops the full stop. */
function continuingSentence(text: string): string {
  const acronym = /^[A-Z]{2}/.test(text);
  return `${acronym ? text.charAt(0) : text.charAt(0).toLowerCase()}${text.slice(1)}`.replace(/\.$/, '');
}

const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Checks the options a caller may have passed without the CLI's schema validation, and derives the names. */
export function normalizeOptions(options: FeatureScreenOptions): FeatureScreen {
  if (!kebabCase.test(options.name)) throw new Error(`The name "${options.name}" must be kebab case (e.g. channels, chat-channels).`);
  const texts = { title: options.title, titleMk: options.titleMk, titleSq: options.titleSq, description: options.description, descriptionMk: options.descriptionMk, descriptionSq: options.descriptionSq };
  const missing = Object.entries(texts).filter(([, text]) => !text?.trim()).map(([option]) => `--${option}`);
  // Every text ships in three languages from the first commit: no placeholder to translate later.
  if (missing.length > 0) throw new Error(`Missing texts: ${missing.join(', ')}. Give each in its language.`);
  const { className, propertyName } = names(options.name);
  return {
    name: options.name,
    key: propertyName,
    page: options.name.replace(/-/g, '_'),
    component: `${className}Screen`,
    featureExport: `${propertyName}Feature`,
    path: `/${options.name}`,
    importPath: `@console/${options.name}`,
    libraryRoot: `libs/${options.name}`,
    icon: options.icon,
    width: options.width ?? 'medium',
    summary: continuingSentence(options.description.trim()),
    titles: { mk: options.titleMk.trim(), en: options.title.trim(), sq: options.titleSq.trim() },
    descriptions: { mk: options.descriptionMk.trim(), en: options.description.trim(), sq: options.descriptionSq.trim() },
  };
}
