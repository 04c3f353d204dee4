/** One thing the assistant can answer with: a question the bank answered, or one of its products. */
export type KnowledgeEntry = {
  id: string;
  kind: 'faq' | 'product';
  /** The question as the catalogue asks it, or the product's name. */
  title: string;
  /** Other ways customers ask the same (the catalogue's variants), each matched like the title. */
  variants?: readonly string[];
  /** The bank's answer, or the product's texts. */
  text: string;
  /** Words that place it: the category, the kind of product. */
  tags?: string;
};
