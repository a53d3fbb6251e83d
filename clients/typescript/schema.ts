export interface paths {
    "/api/pins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's pinned events, first pinned first; none before the first pin
         * @description Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        get: operations["getPins"];
        /**
         * Replaces the player's pinned events with the set sent (at most 8, 3 markets each)
         * @description The whole set travels each time, so the last writer wins: the engine merges the server's set with its own at login and sends the union.
         *
         *     Needs the player's token: without a valid one it is refused 401 before its input is read.
         */
        put: operations["putPins"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "code": "unauthorized",
         *       "message": "the session has ended"
         *     }
         */
        Error: {
            code: string;
            message: string;
        };
        Pin: {
            eventId: string;
            marketIds: string[];
        };
        /**
         * @example {
         *       "pins": [
         *         {
         *           "eventId": "1001",
         *           "marketIds": [
         *             "1001-1x2",
         *             "1001-ou-2.5"
         *           ]
         *         },
         *         {
         *           "eventId": "1004",
         *           "marketIds": []
         *         }
         *       ]
         *     }
         */
        Pins: {
            pins: components["schemas"]["Pin"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getPins: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player's pinned events, first pinned first; none before the first pin */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pins"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
    putPins: {
        parameters: {
            query?: never;
            header?: {
                /** @description The brand the call is for, by its id (the engine sends it on every call). Without it the host name's first label names the brand (gateway.example.com), else the server's default brand does. A player's token counts only on the brand it was issued for. */
                brand?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Pins"];
            };
        };
        responses: {
            /** @description The player's pinned events as kept now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pins"];
                };
            };
            /** @description The request is not valid: the message names the field or the rule it breaks. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "invalid-request";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description No valid credential: none was sent, or it expired, ended or is for another brand. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "unauthorized";
                    } & components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this caller: another player’s record, or a locked account. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code?: "account-locked";
                    } & components["schemas"]["Error"];
                };
            };
        };
    };
}
