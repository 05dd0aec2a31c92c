// Textarea with its recipe, part of the section kit (parts/lists.ts; tests import it directly).
import { Textarea as Component } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withComponentRecipe } from '../withRecipe';

export const Textarea = /* @__PURE__ */ withComponentRecipe(Component, textareaRecipe);
