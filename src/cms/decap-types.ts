/**
 * The part of Decap CMS's configuration this project writes, typed here rather than imported:
 * the CMS is served as its prebuilt bundle (node_modules/decap-cms/dist), which ships no types,
 * and only these keys are generated (see cms-config.ts). Names follow Decap's documentation.
 */

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  default?: unknown;
  /** select */
  options?: string[];
  multiple?: boolean;
  /** number */
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  step?: number;
  /** string, text: [regular expression, message shown when it does not match] */
  pattern?: [string, string];
  /** list: the fields of each entry (objects) or the one field of each entry (plain values) */
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  /** list of an object widget */
  label_singular?: string;
  /** datetime */
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  /** relation */
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  /** image */
  choose_url?: boolean;
  /** markdown: its editing modes (the first is where it opens), toolbar buttons and block components */
  modes?: Array<"raw" | "rich_text">;
  buttons?: string[];
  editor_components?: string[];
  /** localized (our widget, src/cms/localized-widget.ts): how each language's value is edited */
  localized_as?: "string" | "text" | "list";
}

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  /** Our own format (json-format.ts), registered with CMS.registerCustomFormat. */
  format: string;
  extension: string;
  editor: { preview: boolean };
  /** A files collection: each file one entry, opened directly. */
  files?: DecapFile[];
  /** A folder collection: one file per entry in `folder`, listed, searched, sorted, added and deleted one by one. */
  folder?: string;
  fields?: DecapField[];
  identifier_field?: string;
  slug?: string;
  create?: boolean;
  delete?: boolean;
  summary?: string;
  sortable_fields?: string[];
  /** Where the collection's pictures are (from the repository's root when it starts with "/") and how its entries write their paths. */
  media_folder?: string;
  public_folder?: string;
}

export interface DecapBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
  auth_endpoint?: string;
  commit_messages?: Record<string, string>;
}

export interface DecapConfig {
  load_config_file: false;
  backend: DecapBackend;
  local_backend: { url: string; allowed_hosts: string[] };
  locale: string;
  media_folder: string;
  public_folder: string;
  publish_mode?: "simple" | "editorial_workflow";
  site_url?: string;
  collections: DecapCollection[];
}
