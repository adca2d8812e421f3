export declare const literalStringOptions: Record<string, unknown>;
export declare const notYetTranslated: string[];
