import AutoLayout

// SnapKit's public type names for the platform types it builds on, as its sources declare
// them for iOS (Typealiases.swift, ConstraintView.swift, ConstraintLayoutGuide.swift,
// ConstraintInsets.swift, ConstraintDirectionalInsets.swift, ConstraintConfig.swift).

/// SnapKit's `ConstraintView`: the view type (`UIView`).
public typealias ConstraintView = View
/// SnapKit's `ConstraintLayoutGuide`: `UILayoutGuide`.
public typealias ConstraintLayoutGuide = LayoutGuide
/// SnapKit's `ConstraintInsets`: `UIEdgeInsets`.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's `ConstraintDirectionalInsets`: `NSDirectionalEdgeInsets`.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// SnapKit's `ConstraintInterfaceLayoutDirection`: `UIUserInterfaceLayoutDirection`.
public typealias ConstraintInterfaceLayoutDirection = UserInterfaceLayoutDirection
