"""Judge prompts: one versioned template per scorer step, in our own words."""
